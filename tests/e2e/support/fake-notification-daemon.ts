import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Chromium on Linux shows a web notification through the desktop's notification server: the
// freedesktop Notifications service on the session D-Bus. A click on it is that server's
// ActionInvoked signal, which Chromium turns into a trusted 'notificationclick' with the right to
// focus and open windows, the same as a person's tap. No test API of the browser can click a
// notification, and an event the worker makes itself has no such right, so this stands in for the
// desktop: a private session bus (dbus-daemon) and a server on it that records what Chromium
// shows and clicks it on request. The D-Bus wire format is written here by hand (little-endian,
// only the types these few calls use) because no D-Bus client is among the project's packages.

export type ShownNotification = { id: number; appName: string; summary: string; body: string; actions: string[] };

const notificationsName = 'org.freedesktop.Notifications';
const notificationsPath = '/org/freedesktop/Notifications';

const MessageType = { MethodCall: 1, MethodReturn: 2, Error: 3, Signal: 4 } as const;
type MessageType = (typeof MessageType)[keyof typeof MessageType];

/** Header field codes. */
const Field = { Path: 1, Interface: 2, Member: 3, ErrorName: 4, ReplySerial: 5, Destination: 6, Sender: 7, Signature: 8 } as const;
type Field = (typeof Field)[keyof typeof Field];

/** Writes D-Bus values, padding each to its alignment. The header and the body each start 8-aligned in a message. */
class Writer {
  private bytes: number[] = [];
  align(n: number) {
    while (this.bytes.length % n) this.bytes.push(0);
  }
  byte(value: number) {
    this.bytes.push(value);
  }
  uint32(value: number) {
    this.align(4);
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value);
    this.bytes.push(...b);
  }
  string(value: string) {
    const b = Buffer.from(value, 'utf8');
    this.uint32(b.length);
    this.bytes.push(...b, 0);
  }
  signature(value: string) {
    this.bytes.push(value.length, ...Buffer.from(value, 'ascii'), 0);
  }
  /** An array whose elements align to `alignment`; its length counts from the first element. */
  array(alignment: number, writeElements: () => void) {
    this.uint32(0);
    const lengthAt = this.bytes.length - 4;
    this.align(alignment);
    const start = this.bytes.length;
    writeElements();
    const length = Buffer.alloc(4);
    length.writeUInt32LE(this.bytes.length - start);
    this.bytes.splice(lengthAt, 4, ...length);
  }
  get length() {
    return this.bytes.length;
  }
  buffer() {
    return Buffer.from(this.bytes);
  }
}

/** Reads D-Bus values from one message, aligned from the message's start. */
class Reader {
  constructor(
    private readonly buf: Buffer,
    public pos: number,
  ) {}
  align(n: number) {
    this.pos = Math.ceil(this.pos / n) * n;
  }
  byte() {
    return this.buf[this.pos++]!;
  }
  uint32() {
    this.align(4);
    const value = this.buf.readUInt32LE(this.pos);
    this.pos += 4;
    return value;
  }
  string() {
    const length = this.uint32();
    const value = this.buf.toString('utf8', this.pos, this.pos + length);
    this.pos += length + 1;
    return value;
  }
  signature() {
    const length = this.byte();
    const value = this.buf.toString('ascii', this.pos, this.pos + length);
    this.pos += length + 1;
    return value;
  }
  strings() {
    const length = this.uint32();
    const end = this.pos + length;
    const values: string[] = [];
    while (this.pos < end) values.push(this.string());
    return values;
  }
}

type Message = { type: MessageType; serial: number; fields: Map<Field, string | number>; body: Buffer; bodyStart: number; raw: Buffer };

type Outgoing = { type: MessageType; fields: Array<[Field, 'o' | 's' | 'u' | 'g', string | number]>; signature?: string; body?: (w: Writer) => void };

function encode(serial: number, { type, fields, signature, body }: Outgoing) {
  const all: Outgoing['fields'] = signature ? [...fields, [Field.Signature, 'g', signature]] : fields;
  const header = new Writer();
  header.byte('l'.charCodeAt(0));
  header.byte(type);
  header.byte(0);
  header.byte(1);
  header.uint32(0); // body length, set below
  header.uint32(serial);
  header.array(8, () => {
    for (const [code, kind, value] of all) {
      header.align(8);
      header.byte(code);
      header.signature(kind);
      if (kind === 'u') header.uint32(value as number);
      else if (kind === 'g') header.signature(value as string);
      else header.string(value as string);
    }
  });
  header.align(8);
  const bodyWriter = new Writer();
  body?.(bodyWriter);
  const out = Buffer.concat([header.buffer(), bodyWriter.buffer()]);
  out.writeUInt32LE(bodyWriter.length, 4);
  return out;
}

/** One whole message from the front of `buf`, or null while more bytes are needed. */
function decode(buf: Buffer): Message | null {
  if (buf.length < 16) return null;
  if (buf[0] !== 'l'.charCodeAt(0)) throw new Error('only little-endian D-Bus messages are understood here');
  const bodyLength = buf.readUInt32LE(4);
  const fieldsLength = buf.readUInt32LE(12);
  const bodyStart = Math.ceil((16 + fieldsLength) / 8) * 8;
  if (buf.length < bodyStart + bodyLength) return null;
  const reader = new Reader(buf, 16);
  const fields = new Map<Field, string | number>();
  while (reader.pos < 16 + fieldsLength) {
    reader.align(8);
    const code = reader.byte() as Field;
    const kind = reader.signature();
    fields.set(code, kind === 'u' ? reader.uint32() : kind === 'g' ? reader.signature() : reader.string());
  }
  const raw = buf.subarray(0, bodyStart + bodyLength);
  return { type: buf[1] as MessageType, serial: buf.readUInt32LE(8), fields, body: raw.subarray(bodyStart), bodyStart, raw };
}

/** Starts a private session bus and a notification server on it. Chromium uses them only if launched with `env`. */
export async function startFakeNotificationDaemon() {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-dbus-'));
  const socketPath = join(dir, 'bus');
  const config = join(dir, 'session.conf');
  await writeFile(
    config,
    `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path=${socketPath}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default"><allow own="*"/><allow send_destination="*"/><allow receive_sender="*"/></policy>
</busconfig>
`,
  );
  // Its stderr only ever says it could not raise its file limit, which a test bus does not need.
  const daemon: ChildProcess = spawn('dbus-daemon', [`--config-file=${config}`, '--nofork', '--print-address'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const address = await new Promise<string>((resolve, reject) => {
    daemon.once('error', reject);
    daemon.once('exit', (code) => reject(new Error(`dbus-daemon exited with ${code}`)));
    daemon.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim()));
  });

  const socket: Socket = connect(socketPath);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  // The bus knows our uid from the socket; EXTERNAL only asks us to name it (its decimal digits, in hex).
  socket.write(`\0AUTH EXTERNAL ${Buffer.from(String(process.getuid?.() ?? 0)).toString('hex')}\r\n`);
  await new Promise<void>((resolve, reject) =>
    socket.once('data', (chunk: Buffer) => (chunk.toString('ascii').startsWith('OK ') ? resolve() : reject(new Error(`the bus refused us: ${chunk.toString('ascii')}`)))),
  );
  socket.write('BEGIN\r\n');

  let serial = 0;
  const replies = new Map<number, (message: Message) => void>();
  const shown: ShownNotification[] = [];
  let lastId = 0;

  const send = (message: Outgoing) => {
    socket.write(encode(++serial, message));
    return serial;
  };
  const callBus = (member: string, signature?: string, body?: (w: Writer) => void) =>
    new Promise<Message>((resolve) => {
      const sent = send({
        type: MessageType.MethodCall,
        fields: [
          [Field.Path, 'o', '/org/freedesktop/DBus'],
          [Field.Interface, 's', 'org.freedesktop.DBus'],
          [Field.Member, 's', member],
          [Field.Destination, 's', 'org.freedesktop.DBus'],
        ],
        signature,
        body,
      });
      replies.set(sent, resolve);
    });
  const reply = (to: Message, signature?: string, body?: (w: Writer) => void) =>
    send({
      type: MessageType.MethodReturn,
      fields: [
        [Field.ReplySerial, 'u', to.serial],
        [Field.Destination, 's', to.fields.get(Field.Sender) as string],
      ],
      signature,
      body,
    });

  /** The Notifications interface's methods that Chromium calls; anything else is answered as unknown. */
  const answer = (call: Message) => {
    const member = call.fields.get(Field.Member);
    const args = new Reader(call.raw, call.bodyStart);
    if (call.fields.get(Field.Path) === notificationsPath) {
      // 'actions': the notification may offer a default action, which is how a click on it is reported.
      if (member === 'GetCapabilities') return reply(call, 'as', (w) => w.array(4, () => ['actions', 'body'].forEach((c) => w.string(c))));
      if (member === 'GetServerInformation') return reply(call, 'ssss', (w) => ['e2e', 'jyotishi-tests', '1', '1.2'].forEach((s) => w.string(s)));
      if (member === 'Notify') {
        const appName = args.string();
        const replacesId = args.uint32();
        args.string(); // the icon's name
        const summary = args.string();
        const body = args.string();
        const actions = args.strings();
        const id = replacesId || ++lastId;
        const notification = { id, appName, summary, body, actions };
        const index = shown.findIndex((n) => n.id === id);
        if (index >= 0) shown[index] = notification;
        else shown.push(notification);
        return reply(call, 'u', (w) => w.uint32(id));
      }
      if (member === 'CloseNotification') {
        const id = args.uint32();
        const index = shown.findIndex((n) => n.id === id);
        if (index >= 0) shown.splice(index, 1);
        return reply(call);
      }
    }
    return send({
      type: MessageType.Error,
      fields: [
        [Field.ErrorName, 's', 'org.freedesktop.DBus.Error.UnknownMethod'],
        [Field.ReplySerial, 'u', call.serial],
        [Field.Destination, 's', call.fields.get(Field.Sender) as string],
      ],
    });
  };

  let pending = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (let message = decode(pending); message; message = decode(pending)) {
      pending = pending.subarray(message.raw.length);
      if (message.type === MessageType.MethodCall) answer(message);
      const answered = message.fields.get(Field.ReplySerial);
      if (typeof answered === 'number') {
        replies.get(answered)?.(message);
        replies.delete(answered);
      }
    }
  });

  await callBus('Hello');
  // Flag 4, do not queue: the name is ours before Chromium starts, which looks for it only then.
  const owned = await callBus('RequestName', 'su', (w) => {
    w.string(notificationsName);
    w.uint32(4);
  });
  if (owned.type !== MessageType.MethodReturn || owned.body.readUInt32LE(0) !== 1) throw new Error(`could not own ${notificationsName} on the test bus`);

  return {
    /** Chromium's environment: this bus as its session bus. */
    env: { DBUS_SESSION_BUS_ADDRESS: address },
    /** The notifications on screen, oldest first. */
    shown: () => shown.map((n) => ({ ...n })),
    /** A click on a notification's body: the desktop tells the app that showed it. */
    click(id: number) {
      send({
        type: MessageType.Signal,
        fields: [
          [Field.Path, 'o', notificationsPath],
          [Field.Interface, 's', notificationsName],
          [Field.Member, 's', 'ActionInvoked'],
        ],
        signature: 'us',
        body: (w) => {
          w.uint32(id);
          w.string('default');
        },
      });
    },
    async stop() {
      socket.destroy();
      daemon.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type FakeNotificationDaemon = Awaited<ReturnType<typeof startFakeNotificationDaemon>>;
