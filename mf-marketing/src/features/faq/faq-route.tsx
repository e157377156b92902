export function Component() {
  return <p>STUB faq-route</p>;
}
