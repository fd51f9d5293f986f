import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoomCamera } from './room-camera';

const track = (deviceId: string) => ({ stop: vi.fn(), getSettings: () => ({ deviceId }) });

function fakeMediaDevices(getUserMedia: (constraints: MediaStreamConstraints) => Promise<unknown>) {
  const devices = [
    { kind: 'videoinput', deviceId: 'cam-a', label: 'Saleroom camera', groupId: '' },
    { kind: 'videoinput', deviceId: 'cam-b', label: 'Rostrum camera', groupId: '' },
    { kind: 'audioinput', deviceId: 'mic-a', label: 'Lapel microphone', groupId: '' },
  ];
  const mediaDevices = {
    getUserMedia: vi.fn(getUserMedia),
    enumerateDevices: vi.fn(async () => devices),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  return mediaDevices;
}

function fakeStream(cameraId: string) {
  const video = track(cameraId);
  const audio = track('mic-a');
  return { getTracks: () => [video, audio], getVideoTracks: () => [video], getAudioTracks: () => [audio] };
}

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

describe('RoomCamera', () => {
  it('opens the default camera, lists the devices and switches camera on request', async () => {
    const media = fakeMediaDevices(async (constraints) => {
      const video = constraints.video as { deviceId?: { exact: string } };
      return fakeStream(video.deviceId?.exact ?? 'cam-a');
    });
    render(<RoomCamera auctionId="3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d" />);
    const camera = screen.getByRole('combobox', { name: 'Camera' });
    await waitFor(() => expect(camera).toHaveValue('cam-a'));
    expect(screen.getByRole('option', { name: 'Rostrum camera' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toHaveValue('mic-a');
    expect(screen.getByRole('button', { name: 'Start streaming' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Not streaming');

    await userEvent.selectOptions(camera, 'cam-b');
    await waitFor(() => expect(camera).toHaveValue('cam-b'));
    expect(media.getUserMedia).toHaveBeenLastCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ deviceId: { exact: 'cam-b' } }) }),
    );
  });

  it('says what to do when the camera is blocked, and cannot start', async () => {
    fakeMediaDevices(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    render(<RoomCamera auctionId="3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera and microphone are blocked.');
    expect(screen.getByRole('button', { name: 'Start streaming' })).toBeDisabled();
  });
});
