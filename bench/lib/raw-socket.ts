import WebSocket from 'ws'

// A Socket.IO client cut to what the chat benchmark needs, over a bare WebSocket speaking the wire
// protocol (Engine.IO 4 / Socket.IO 5): connect, emit with an acknowledgement, answer pings, and hand
// every other frame over as text. The load generator shares the machine's two cores with the server
// under test, so it must cost little: frames it does not look into are never parsed, and the caller
// reads what it needs from the text of the ones it does (socket.io-client decodes every packet and
// runs an emitter per event, several times the CPU per message at 8,000 messages a second).

export interface RawSocket {
  /** `42<id>["event",payload]`; `onAck` gets the acknowledgement's text (`[{"ok":true,...}]`). */
  emit: (event: string, payload: unknown, onAck: (text: string) => void) => void
  /** Called with each event frame's text after `42` (`["new-message",{...}]`). */
  onEvent: (listener: ((text: string) => void) | undefined) => void
  close: () => void
}

/** One person's socket, signed in by their session token; resolves once the namespace accepted it. */
export function connectRaw(url: string, token: string): Promise<RawSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
    headers: { cookie: `bubbles_session=${token}` },
    perMessageDeflate: false,
  })
  const acks = new Map<number, (text: string) => void>()
  let nextAck = 0
  let listener: ((text: string) => void) | undefined
  const raw: RawSocket = {
    emit: (event, payload, onAck) => {
      const id = nextAck++
      acks.set(id, onAck)
      socket.send(`42${id}${JSON.stringify([event, payload])}`)
    },
    onEvent: (next) => {
      listener = next
    },
    close: () => socket.close(),
  }
  return new Promise((resolve, reject) => {
    socket.once('error', reject)
    socket.on('message', (data: Buffer) => {
      const text = data.toString()
      const type = text.charCodeAt(0) === 52 ? text.charCodeAt(1) : -1 // '4' then the Socket.IO type
      if (type === 50)
        listener?.(text.slice(2)) // '2' EVENT
      else if (type === 51) {
        // '3' ACK: the id runs up to the '['.
        const open = text.indexOf('[')
        const id = Number(text.slice(2, open))
        acks.get(id)?.(text.slice(open))
        acks.delete(id)
      } else if (text === '2')
        socket.send('3') // Engine.IO ping
      else if (text.startsWith('0'))
        socket.send('40') // Engine.IO open: join the main namespace
      else if (type === 48)
        resolve(raw) // '0' CONNECT accepted
      else if (type === 52) reject(new Error(`connect refused: ${text}`)) // '4' CONNECT_ERROR
    })
  })
}
