export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-3xl font-bold">About</h1>
    </main>
  );
}
