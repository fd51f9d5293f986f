export { PrintLabelsButton } from './components/print-labels-button';
