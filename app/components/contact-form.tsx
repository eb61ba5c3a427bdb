import { CheckCircle2, Clock, Loader2, Send } from "lucide-react";
import { useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from "react";
import { useActionData, useLoaderData } from "react-router";
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

function readValues(form: HTMLFormElement): InquiryFormValues {
  const data = new FormData(form);
  const values: InquiryFormValues = {};
  for (const name of inquiryFieldNames) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

function stringProperty(body: unknown, key: string): string | undefined {
  if (typeof body !== "object" || body === null || !(key in body)) return undefined;
  const value: unknown = Reflect.get(body, key);
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** The per-field errors of a 400 answer from /api/contact, limited to the fields of this form. */
function serverFieldErrors(body: unknown): InquiryFieldErrors {
  const errors: InquiryFieldErrors = {};
  const raw: unknown = typeof body === "object" && body !== null ? Reflect.get(body, "errors") : undefined;
  if (typeof raw !== "object" || raw === null) return errors;
  for (const name of inquiryFieldNames) {
    const messages: unknown = Reflect.get(raw, name);
    if (Array.isArray(messages)) errors[name] = messages.filter((m): m is string => typeof m === "string");
  }
  return errors;
}

/** Above the fields: the list of fields to correct (from `errors`), or why the server could not take the form. */
type Notice = { kind: "fields" } | { kind: "message"; text: string };

function errorCountText(errors: InquiryFieldErrors, copy: InquiryCopy["form"]): string {
  return copy.correct(Object.keys(errors).length);
}

/**
 * The 'Get Your Project Quote' form of the Contact page, in the words of `copy`: the route passes its own
 * language's copy (/contact the English, /fr/contact the French), so the form's chunk holds no other.
 * Works without JavaScript; enhanced with it.
 */
export function ContactForm({ copy: words }: { copy: InquiryCopy }) {
  const locale = useLocale();
  const copy = words.form;
  const fieldLabels = copy.fields;
  const formAction = `${pagePath("contact", locale)}#get-quote`;
  const loaderData = useLoaderData<{ formToken?: string }>();
  const actionData = useActionData<ContactActionResult>();
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
  const [sending, setSending] = useState(false);
  const [messageLength, setMessageLength] = useState(() => (initialValues.message ?? "").length);
  const changed = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);
  // Once the page is interactive the form validates as the visitor types and the counter follows along.
  const enhanced = useHydrated();

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
    if (fieldErrors?.length) setAnnouncement(`${fieldLabels[name]}: ${fieldErrors[0]}`);
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = event.target.getAttribute("name");
    const field = inquiryFieldNames.find((candidate) => candidate === name);
    // Only judge a field once the visitor has typed in it, so tabbing through does not raise errors.
    if (field && (changed.current.has(field) || errors[field])) validateField(field);
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
        .map((name) => `${fieldLabels[name]}: ${found[name]?.[0]}`)
        .join(". ")}`,
    );
    if (first) focusField(form, first);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = readValues(form);
    const validation = validateInquiry(values, words.validation);
    if (!validation.success) {
      showErrors(form, validation.errors);
      return;
    }
    setErrors({});
    setNotice(undefined);
    setSending(true);
    setAnnouncement(copy.sendingAnnouncement);
    const data = new FormData(form);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          ...values,
          locale,
          [HONEYPOT_FIELD]: data.get(HONEYPOT_FIELD) ?? "",
          [FORM_TOKEN_FIELD]: data.get(FORM_TOKEN_FIELD) ?? "",
        }),
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const message = stringProperty(body, "message") ?? copy.successFallback;
        toast({ title: copy.successTitle, description: message });
        setAnnouncement("");
        changed.current.clear();
        setMessageLength(0);
        setFormKey((key) => key + 1);
        return;
      }
      const found = response.status === 400 ? serverFieldErrors(body) : {};
      if (Object.keys(found).length) showErrors(form, found);
      else setAnnouncement("");
      toast({
        title: copy.failedTitle,
        description: stringProperty(body, "message") ?? copy.failedFallback,
        variant: "destructive",
      });
    } catch {
      setAnnouncement("");
      toast({ title: copy.failedTitle, description: copy.failedFallback, variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  const describedBy = (name: InquiryField, hint?: boolean) =>
    [hint ? `${name}-hint` : "", errors[name]?.length ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  const fieldProps = (name: InquiryField, hint?: boolean) => ({
    id: name,
    // 16 px text on phones, so that focusing a field does not zoom the page.
    className: "text-base sm:text-sm",
    name,
    defaultValue: initialValues[name] ?? "",
    "aria-invalid": errors[name]?.length ? true : undefined,
    "aria-describedby": describedBy(name, hint),
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
                      {fieldLabels[name]}: {errors[name]?.[0]}
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
            <Input {...fieldProps("firstName")} type="text" autoComplete="given-name" required maxLength={inquiryLimits.nameMax} />
          </Field>
          <Field name="lastName" label={fieldLabels.lastName} required errors={errors}>
            <Input {...fieldProps("lastName")} type="text" autoComplete="family-name" required maxLength={inquiryLimits.nameMax} />
          </Field>
          <Field name="email" label={fieldLabels.email} required errors={errors}>
            <Input
              {...fieldProps("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={inquiryLimits.emailMax}
            />
          </Field>
          <Field name="company" label={fieldLabels.company} errors={errors}>
            <Input {...fieldProps("company")} type="text" autoComplete="organization" maxLength={inquiryLimits.companyMax} />
          </Field>
          <Field name="service" label={fieldLabels.service} required errors={errors}>
            <NativeSelect {...fieldProps("service")} required>
              <option value="">{copy.selectService}</option>
              {serviceValues.map((value) => (
                <option key={value} value={value}>
                  {words.services[value]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field name="budget" label={fieldLabels.budget} errors={errors}>
            <NativeSelect {...fieldProps("budget")}>
              <option value="">{copy.selectBudget}</option>
              {budgetValues.map((value) => (
                <option key={value} value={value}>
                  {words.budgets[value]}
                </option>
              ))}
            </NativeSelect>
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
          <Textarea {...fieldProps("message", true)} rows={6} required maxLength={inquiryLimits.messageMax} />
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

type FieldProps = {
  name: InquiryField;
  label: string;
  required?: boolean;
  errors: InquiryFieldErrors;
  hint?: ReactNode;
  children: ReactNode;
};

function Field({ name, label, required, errors, hint, children }: FieldProps) {
  const messages = errors[name];
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={name} required={required}>
        {label}
      </Label>
      {children}
      {hint ? (
        <p id={`${name}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {messages?.length ? (
        <p id={`${name}-error`} className="text-sm font-medium text-red-700">
          {messages[0]}
        </p>
      ) : null}
    </div>
  );
}
