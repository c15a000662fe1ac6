import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxPhotoBytes } from '@courtside/shared/rules';
import { usePhotoChoice } from './use-photo-choice';

function photoOf(bytes: number) {
  const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** What the input hands the handler when the user picks `file`. */
const picked = (file: File) =>
  ({ target: { files: [file] } }) as unknown as ChangeEvent<HTMLInputElement>;

describe('usePhotoChoice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('chooses a photo up to the limit and refuses a larger one, saying so', () => {
    const onChoose = vi.fn();
    const { result } = renderHook(() => usePhotoChoice(null, onChoose));

    act(() => result.current.inputProps.onChange(picked(photoOf(maxPhotoBytes + 1))));
    expect(onChoose).toHaveBeenLastCalledWith(null);
    expect(result.current.tooLarge).toBe(true);

    const fitting = photoOf(maxPhotoBytes);
    act(() => result.current.inputProps.onChange(picked(fitting)));
    expect(onChoose).toHaveBeenLastCalledWith(fitting);
    expect(result.current.tooLarge).toBe(false);
  });

  it('previews the chosen photo and revokes each preview once it is no longer shown', () => {
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:${++made}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { result, rerender, unmount } = renderHook(
      ({ chosen }: { chosen: File | null }) => usePhotoChoice(chosen, () => undefined),
      { initialProps: { chosen: photoOf(1) } },
    );
    expect(result.current.preview).toBe('blob:1');

    rerender({ chosen: photoOf(2) });
    expect(result.current.preview).toBe('blob:2');
    expect(revoke.mock.calls).toEqual([['blob:1']]);

    unmount();
    expect(revoke.mock.calls).toEqual([['blob:1'], ['blob:2']]);
  });
});
