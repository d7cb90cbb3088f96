/**
 * Hands React what was typed into a field of a drawn page before it hydrated it (./early-input.ts
 * says when). React hydrates a field keeping what was typed, but it reads the typed text as the
 * field's value as drawn, and its state holds the drawn value: the next render put that back, and
 * the typed text was never applied. A chunk of its own: only a visitor who typed needs it.
 */
import { isTickable, type Field } from './early-input';

/**
 * A first `input` event has React hydrate the field, finding it as it is (it reads no change).
 * Then the drawn value (`defaultValue`) is written through React's own setter, so it knows the
 * field as drawn, the typed text through the element's native one, which React does not see, and
 * a second `input` event makes React read the change. A checkbox or radio ticked meanwhile is
 * given back its drawn state through React's setter and clicked, which React reads the same way.
 */
export function announceTyped(field: Field): void {
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (isTickable(field)) {
    // A radio unticked by the tick of another in its group follows that one's click.
    if (field.type === 'checkbox' || field.checked) {
      field.checked = !field.checked;
      field.click();
    }
    return;
  }
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
