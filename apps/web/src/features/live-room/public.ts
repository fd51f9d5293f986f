export { LiveRoom } from './components/live-room';
