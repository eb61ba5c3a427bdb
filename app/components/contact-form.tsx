import { CheckCircle2, Clock, Loader2, Send } from "lucide-react";
import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from "react";
import { isRouteErrorResponse, useActionData, useFetcher, useLoaderData, type ClientActionFunctionArgs } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { useHydrated } from "~/components/use-hydrated";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { useLocale } from "~/i18n/locale";
import { pagePath } from "~/i18n/paths";
import { cn } from "~/utils/cn";
import type { InquiryCopy } from "~/utils/inquiry-copy.en";
import {
  budgetValues,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  inquiryFieldNames,
  inquiryLimits,
  serviceValues,
  validateInquiry,
  type ContactActionResult,
  type InquiryField,
  type InquiryFieldErrors,
  type InquiryFormValues,
} from "~/utils/inquiry-schema";

/**
 * The contact routes' `clientAction`: the form posts to the page's own action, with JavaScript as without;
 * when the server cannot be reached the answer is a failure in the page's language, not an error page.
 */
export function contactClientAction(copy: InquiryCopy) {
  return async ({ serverAction }: ClientActionFunctionArgs): Promise<ContactActionResult> => {
    try {
      return await serverAction<ContactActionResult>();
    } catch (error) {
      if (error instanceof Response || isRouteErrorResponse(error)) throw error;
      return { status: "error", message: copy.form.failedFallback, errors: {}, values: {} };
    }
  };
}

function readValues(form: HTMLFormElement): InquiryFormValues {
  const data = new FormData(form);
  const values: InquiryFormValues = {};
  for (const name of inquiryFieldNames) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** Above the fields: the list of fields to correct (from `errors`), or why the server could not take the form. */
type Notice = { kind: "fields" } | { kind: "message"; text: string };

function errorCountText(errors: InquiryFieldErrors, copy: InquiryCopy["form"]): string {
  return copy.correct(Object.keys(errors).length);
}

/**
 * The 'Get Your Project Quote' form of the Contact page, in the words of `copy`: the route passes its own
 * language's copy (/contact the English, /fr/contact the French), so the form's chunk holds no other.
 * It posts to the page's action (contact-page.server.ts) with JavaScript and without: with it, through a
 * fetcher, checked first with the same rules the server applies and answered with a toast.
 */
export function ContactForm({ copy: words }: { copy: InquiryCopy }) {
  const locale = useLocale();
  const copy = words.form;
  const fieldLabels = copy.fields;
  // "First name: …", « Prénom : … »: French puts a no-break space before the colon.
  const colon = locale === "fr" ? "\u00a0: " : ": ";
  const formAction = `${pagePath("contact", locale)}#get-quote`;
  const loaderData = useLoaderData<{ formToken?: string }>();
  // Without JavaScript the answer is the page's action data; with it, the fetcher's.
  const actionData = useActionData<ContactActionResult>();
  const fetcher = useFetcher<ContactActionResult>();
  const handled = useRef<ContactActionResult | undefined>(undefined);
  const serverFailure = actionData?.status === "error" ? actionData : undefined;

  // A new key after a success mounts a fresh, empty form (the values a no-JS answer put back are gone).
  const [formKey, setFormKey] = useState(0);
  const initialValues = formKey === 0 ? (serverFailure?.values ?? {}) : {};
  const formToken = (formKey === 0 ? serverFailure?.formToken : undefined) ?? loaderData.formToken ?? "";
  const [errors, setErrors] = useState<InquiryFieldErrors>(() => serverFailure?.errors ?? {});
  const [notice, setNotice] = useState<Notice | undefined>(() => {
    if (!serverFailure) return undefined;
    return Object.keys(serverFailure.errors).length ? { kind: "fields" } : { kind: "message", text: serverFailure.message };
  });
  const [announcement, setAnnouncement] = useState("");
  const sending = fetcher.state !== "idle";
  const [messageLength, setMessageLength] = useState(() => (initialValues.message ?? "").length);
  const changed = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);
  // Once the page is interactive the form validates as the visitor types and the counter follows along.
  const enhanced = useHydrated();

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.status === "success") {
      toast({ title: copy.successTitle, description: result.message || copy.successFallback });
      changed.current.clear();
      // A new key mounts a fresh, empty form. The answer comes from the router's fetcher, an outside store.
      /* eslint-disable react-hooks/set-state-in-effect */
      setAnnouncement("");
      setMessageLength(0);
      setFormKey((key) => key + 1);
      /* eslint-enable react-hooks/set-state-in-effect */
      return;
    }
    const found = result.errors;
    // The server's findings stay until the visitor edits those fields (the browser's rules may see nothing
    // wrong with them), so leaving a field does not make them vanish and shift the button under the pointer.
    for (const name of Object.keys(found)) changed.current.delete(name);
    if (Object.keys(found).length && formRef.current) showErrors(formRef.current, found);
    else setAnnouncement("");
    toast({ title: copy.failedTitle, description: result.message || copy.failedFallback, variant: "destructive" });
    // showErrors and the words follow the page; a new answer is what this reacts to.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [fetcher.state, fetcher.data]);

  if (actionData?.status === "success" && formKey === 0) {
    return (
      <QuoteCard copy={copy}>
        <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CheckCircle2 className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            {copy.successTitle}
          </p>
          <p className="mt-2">{actionData.message}</p>
        </div>
        <a href={formAction} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {copy.another}
        </a>
      </QuoteCard>
    );
  }

  function validateField(name: InquiryField) {
    if (!formRef.current) return;
    const result = validateInquiry(readValues(formRef.current), words.validation);
    const fieldErrors = result.success ? undefined : result.errors[name];
    setErrors((current) => {
      const next = { ...current };
      if (fieldErrors?.length) next[name] = fieldErrors;
      else delete next[name];
      return next;
    });
    if (fieldErrors?.length) setAnnouncement(`${fieldLabels[name]}${colon}${fieldErrors[0]}`);
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = event.target.getAttribute("name");
    const field = inquiryFieldNames.find((candidate) => candidate === name);
    // Only judge a field once the visitor has typed in it, so tabbing through does not raise errors (a
    // field already marked wrong is judged again as it changes: onChange).
    if (field && changed.current.has(field)) validateField(field);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return;
    changed.current.add(target.name);
    if (target.name === "message") setMessageLength(target.value.length);
    const field = inquiryFieldNames.find((candidate) => candidate === target.name);
    // A field already marked wrong is checked as the visitor fixes it.
    if (field && errors[field]) validateField(field);
  }

  function showErrors(form: HTMLFormElement, found: InquiryFieldErrors) {
    setErrors(found);
    const text = errorCountText(found, copy);
    setNotice({ kind: "fields" });
    const first = inquiryFieldNames.find((name) => found[name]?.length);
    setAnnouncement(
      `${text} ${inquiryFieldNames
        .filter((name) => found[name]?.length)
        .map((name) => `${fieldLabels[name]}${colon}${found[name]?.[0]}`)
        .join(". ")}`,
    );
    if (first) focusField(form, first);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const validation = validateInquiry(readValues(form), words.validation);
    if (!validation.success) {
      showErrors(form, validation.errors);
      return;
    }
    setErrors({});
    setNotice(undefined);
    setAnnouncement(copy.sendingAnnouncement);
    // The same post the form makes without JavaScript (honeypot and fill-time token included), to the same
    // action. Nothing on the page changes with it, so no loader runs again: the form keeps the fill-time
    // token it was shown with, and a quick correction after an error is not taken for a bot's.
    fetcher.submit(form, { method: "post", action: pagePath("contact", locale), defaultShouldRevalidate: false });
  }

  const fieldProps = (name: InquiryField) => ({
    // 16 px text on phones, so that focusing a field does not zoom the page.
    className: "text-base sm:text-sm",
    name,
    defaultValue: initialValues[name] ?? "",
  });

  return (
    <QuoteCard copy={copy}>
      <form
        key={formKey}
        ref={formRef}
        method="post"
        action={formAction}
        noValidate
        onSubmit={onSubmit}
        onBlur={onBlur}
        onChange={onChange}
        aria-labelledby="quote-heading"
        data-enhanced={enhanced ? "true" : undefined}
        className="grid gap-5"
      >
        <p className="text-sm text-slate-600">
          {copy.requiredNote[0]}
          <span className="font-semibold text-red-700">*</span>
          {copy.requiredNote[1]}
        </p>

        {notice?.kind === "fields" && Object.keys(errors).length > 0 ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">{errorCountText(errors, copy)}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {inquiryFieldNames
                .filter((name) => errors[name]?.length)
                .map((name) => (
                  <li key={name}>
                    <a href={`#${name}`} className="underline underline-offset-2">
                      {fieldLabels[name]}
                      {colon}
                      {errors[name]?.[0]}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ) : notice?.kind === "message" ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-semibold text-red-900">
            {notice.text}
          </div>
        ) : null}

        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="firstName" label={fieldLabels.firstName} required errors={errors}>
            {(control) => (
              <Input
                {...control}
                {...fieldProps("firstName")}
                type="text"
                autoComplete="given-name"
                required
                maxLength={inquiryLimits.nameMax}
              />
            )}
          </Field>
          <Field name="lastName" label={fieldLabels.lastName} required errors={errors}>
            {(control) => (
              <Input
                {...control}
                {...fieldProps("lastName")}
                type="text"
                autoComplete="family-name"
                required
                maxLength={inquiryLimits.nameMax}
              />
            )}
          </Field>
          <Field name="email" label={fieldLabels.email} required errors={errors}>
            {(control) => (
              <Input
                {...control}
                {...fieldProps("email")}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                maxLength={inquiryLimits.emailMax}
              />
            )}
          </Field>
          <Field name="company" label={fieldLabels.company} errors={errors}>
            {(control) => (
              <Input {...control} {...fieldProps("company")} type="text" autoComplete="organization" maxLength={inquiryLimits.companyMax} />
            )}
          </Field>
          <Field name="service" label={fieldLabels.service} required errors={errors}>
            {(control) => (
              <NativeSelect {...control} {...fieldProps("service")} required>
                <option value="">{copy.selectService}</option>
                {serviceValues.map((value) => (
                  <option key={value} value={value}>
                    {words.services[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field name="budget" label={fieldLabels.budget} errors={errors}>
            {(control) => (
              <NativeSelect {...control} {...fieldProps("budget")}>
                <option value="">{copy.selectBudget}</option>
                {budgetValues.map((value) => (
                  <option key={value} value={value}>
                    {words.budgets[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>

        <Field
          name="message"
          label={fieldLabels.message}
          required
          errors={errors}
          hint={
            <span className="flex flex-wrap justify-between gap-x-4">
              <span>{copy.messageHint(inquiryLimits.messageMin)}</span>
              {enhanced ? (
                <span aria-hidden="true" className={cn("ml-auto tabular-nums", messageLength > inquiryLimits.messageMax && "text-red-700")}>
                  {copy.messageCount(messageLength, inquiryLimits.messageMax)}
                </span>
              ) : (
                <span>{copy.messageMax(inquiryLimits.messageMax)}</span>
              )}
            </span>
          }
        >
          {(control) => <Textarea {...control} {...fieldProps("message")} rows={6} required maxLength={inquiryLimits.messageMax} />}
        </Field>

        {/* People never see this field; software that fills in every field does. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={HONEYPOT_FIELD}>{copy.honeypot}</label>
          <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />

        <p aria-live="polite" className="sr-only" data-testid="form-announcer">
          {announcement}
        </p>

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Clock className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {copy.replyNote}
          </p>
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            {sending ? copy.sending : copy.submit}
          </Button>
        </div>
      </form>
    </QuoteCard>
  );
}

function focusField(form: HTMLFormElement, name: InquiryField) {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

function QuoteCard({ copy, children }: { copy: InquiryCopy["form"]; children: ReactNode }) {
  return (
    <section
      id="get-quote"
      aria-labelledby="quote-heading"
      className="relative scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="quote-heading" className="text-2xl font-bold text-brand-900">
        {copy.heading}
      </h2>
      <p className="mt-2 mb-6 text-slate-600">{copy.intro}</p>
      {children}
    </section>
  );
}

/** What ties a control to its label, hint and error. */
type FieldControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type FieldProps = {
  name: InquiryField;
  label: string;
  required?: boolean;
  errors: InquiryFieldErrors;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A field of the form with the first of its problems. The same layout and ids (`{name}-error`,
 * `{name}-description`) as app/components/forms.tsx, the admin forms' Field, written out here because this
 * page counts every byte of script it sends (the 130 KB budget of DESIGN.md section 5) and that module
 * travels in a chunk shared with the admin.
 */
function Field({ name, label, required, errors, hint, children }: FieldProps) {
  const messages = errors[name];
  const errorId = messages?.length ? `${name}-error` : "";
  const describedBy = [errorId, hint ? `${name}-description` : ""].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={name} required={required}>
        {label}
      </Label>
      {children({ id: name, "aria-invalid": errorId ? true : undefined, "aria-describedby": describedBy || undefined })}
      {errorId ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {messages?.[0]}
        </p>
      ) : null}
      {hint ? (
        <p id={`${name}-description`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
