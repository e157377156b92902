export function Component() {
  return <p>STUB about-route</p>;
}
