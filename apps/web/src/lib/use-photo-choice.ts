import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { acceptedPhotoTypes, maxPhotoBytes } from '@courtside/shared/rules';

/**
 * A photo chosen through a hidden file input, for a picker to lay out as it likes: a file over
 * the size limit is not chosen but flagged, so the picker can say why; the chosen file is
 * previewed from an object URL, revoked once the preview changes or the picker goes.
 */
export function usePhotoChoice(chosen: File | null, onChoose: (file: File | null) => void) {
  const inputId = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const inputProps = {
    id: inputId,
    type: 'file',
    accept: acceptedPhotoTypes,
    hidden: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0] ?? null;
      const fits = !file || file.size <= maxPhotoBytes;
      setTooLarge(!fits);
      onChoose(fits ? file : null);
    },
  };
  return { inputProps, preview, tooLarge };
}

export type PhotoChoice = ReturnType<typeof usePhotoChoice>;
