/** The 'Get Your Project Quote' form of the Contact page. */
export function ContactForm() {
  return (
    <section aria-labelledby="quote-heading">
      <h2 id="quote-heading">Get Your Project Quote</h2>
      <p>We reply within 24 hours.</p>
    </section>
  );
}
