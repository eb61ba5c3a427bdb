// Loader and action of the Contact page's inquiry form; app/routes/marketing/contact.tsx re-exports them.

export async function contactPageLoader() {
  return { formToken: "" };
}

export async function contactPageAction() {
  return new Response("Not implemented yet", { status: 501 });
}
