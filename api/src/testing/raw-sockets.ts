// Plain TCP to a server under test, for what fetch cannot do: send a request by halves, or read
// whatever the server writes before it closes the connection.
import { connect, type Socket } from 'node:net';

/** A socket connected to `host:port`; rejects when the connection is refused. */
export function openSocket(port: number, host = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server writes until it closes the connection. */
export function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
  });
}
