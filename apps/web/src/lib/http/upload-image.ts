import { http } from './client';

/** What the server takes (docs/api.md): JPEG, PNG or WebP up to 15 MB. */
const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** Why a picked file cannot be sent, or null when it can. */
export function imageProblem(file: File): string | null {
  if (!(imageTypes as readonly string[]).includes(file.type)) {
    return `${file.name} is not a JPEG, PNG or WebP picture.`;
  }
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than 15 MB.`;
  return null;
}

/** One picture as multipart `file`; `onProgress` hears the share sent, 0 to 1. */
export async function uploadImage(
  url: string,
  file: File,
  onProgress?: (share: number) => void,
): Promise<unknown> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await http.post(url, body, {
    // The browser writes the multipart boundary itself once the JSON default is replaced.
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(event.loaded / event.total);
    },
  });
  return data;
}
