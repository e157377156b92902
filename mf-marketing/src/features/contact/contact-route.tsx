export function Component() {
  return <p>STUB contact-route</p>;
}
