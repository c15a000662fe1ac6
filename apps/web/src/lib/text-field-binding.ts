/**
 * What a field component needs of a form's state to edit the string fields named K. Both
 * create forms' state hooks (activity, championship) fit it as they are: their generic `set`
 * narrows to these keys.
 */
export interface TextFieldsState<K extends string> {
  values: Record<K, string>;
  errors: Partial<Record<string, boolean>>;
  set: (key: K, value: string) => void;
}

/** The value, error flag and change handler of a TextField bound to one string field. */
export function textFieldBinding<K extends string>(form: TextFieldsState<K>, key: K) {
  return {
    value: form.values[key],
    error: !!form.errors[key],
    onChange: (event: { target: { value: string } }) => form.set(key, event.target.value),
  };
}
