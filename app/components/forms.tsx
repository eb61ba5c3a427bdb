import type { ReactNode } from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/utils/cn";

// One way to lay out a form field everywhere: its label, the control, a description and the list of what
// is wrong with it, tied together with ids so that assistive technology reads them with the control.
// The messages come from the input's one schema (the admin forms through Conform, the inquiry form
// through its own rules); these components only show them.

/** What a control needs to be tied to its label, description and errors. */
export type FieldControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** The ids a field's parts take, from the control's id: `{id}-error` and `{id}-description`. */
export function fieldIds(id: string) {
  return { errorId: `${id}-error`, descriptionId: `${id}-description` };
}

/** The control's aria attributes: invalid while it has errors, described by its errors, then its description. */
export function controlProps(id: string, { errors, description }: { errors?: readonly string[] | null; description?: boolean }) {
  const { errorId, descriptionId } = fieldIds(id);
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? errorId : "", description ? descriptionId : ""].filter(Boolean).join(" ");
  const props: FieldControlProps = { id };
  if (invalid) props["aria-invalid"] = true;
  if (describedBy) props["aria-describedby"] = describedBy;
  return props;
}

/**
 * The messages of one field (or of the whole form), each on its own line; nothing when there are none.
 * `id` is what the control's aria-describedby names; tests find the list by the same name.
 */
export function ErrorList({ id, errors, className }: { id: string; errors?: readonly string[] | null; className?: string }) {
  const messages = errors?.filter(Boolean) ?? [];
  if (messages.length === 0) return null;
  return (
    <ul id={id} data-testid={id} className={cn("grid gap-0.5 text-sm font-medium text-red-700", className)}>
      {messages.map((message, index) => (
        <li key={`${index}:${message}`}>{message}</li>
      ))}
    </ul>
  );
}

export type FieldProps = {
  /** The control's id: the label points at it, and the error list and description are named after it. */
  id: string;
  label: ReactNode;
  /** Shows the asterisk; the control itself says it is required (the `required` attribute). */
  required?: boolean;
  description?: ReactNode;
  errors?: readonly string[] | null;
  /** Only the first message is shown (short forms for visitors); the admin shows every one. */
  firstErrorOnly?: boolean;
  className?: string;
  /** The label is for another element than the control (the rich-text editor labels itself by id). */
  labelId?: string;
  /** Renders the control, given the attributes that tie it to the label, description and errors. */
  children: (control: FieldControlProps) => ReactNode;
};

export function Field({ id, label, required, description, errors, firstErrorOnly, className, labelId, children }: FieldProps) {
  const { errorId, descriptionId } = fieldIds(id);
  const shown = firstErrorOnly ? errors?.slice(0, 1) : errors;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label id={labelId} htmlFor={id} required={required}>
        {label}
      </Label>
      {children(controlProps(id, { errors, description: Boolean(description) }))}
      <ErrorList id={errorId} errors={shown} />
      {description ? (
        <p id={descriptionId} className="text-xs text-slate-600">
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** Problems that belong to no single field (the server could not be reached, the body was too large). */
export function FormErrors({ id, errors }: { id: string; errors?: readonly string[] | null }) {
  if (!errors?.length) return null;
  return (
    <div role="alert" id={id} className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {errors.join(" ")}
    </div>
  );
}

/**
 * The fields of a public form that the server checks (it posts without JavaScript and comes back with its
 * messages and the values sent): `field(name)` spreads the control's id (`{prefix}-{name}`), name, the
 * value sent back and its aria attributes; `error(name)` is the message under it, or nothing.
 */
export function serverCheckedFields<Name extends string>(
  prefix: string,
  errors: Partial<Record<Name, string>>,
  values: Partial<Record<Name, string>>,
) {
  const errorId = (name: Name) => `${prefix}-${name}-error`;
  const field = (name: Name) => ({
    id: `${prefix}-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorId(name) : undefined,
  });
  const error = (name: Name) =>
    errors[name] ? (
      <p id={errorId(name)} className="text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null;
  return { field, error };
}
