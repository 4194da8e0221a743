import { useState, type ChangeEvent } from 'react';

/**
 * An auth form's input: its value and the error a refused submit put on it, which goes as soon
 * as the field is typed in. `bind` is what a `Field` takes for both.
 */
export function useEditedField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const bind = {
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value);
      setError(undefined);
    },
  };
  return { value, setError, bind };
}
