import { describe, expect, it } from 'vitest';
import { detectPhotoType } from './image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('detectPhotoType', () => {
  it('recognises PNG, JPEG and WebP by their signatures', () => {
    expect(detectPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(detectPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectPhotoType(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')))).toBe(
      'image/webp',
    );
  });

  it('refuses everything else, however it starts', () => {
    expect(detectPhotoType(bytes())).toBeUndefined();
    expect(detectPhotoType(bytes(...ascii('hello, I am a PNG')))).toBeUndefined();
    expect(detectPhotoType(bytes(...ascii('GIF89a')))).toBeUndefined();
    expect(detectPhotoType(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')))).toBeUndefined();
    expect(detectPhotoType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(
      detectPhotoType(bytes(...ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))),
    ).toBeUndefined();
  });
});
