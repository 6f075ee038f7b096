// A relay for playing a friend elsewhere over a WebSocket (README, "A friend elsewhere, live"): each message a page
// sends goes to the other pages connected to the same room (the URL's path), as it came; nothing is kept or read.
// Run: cd scripts && npm install --no-save ws && node friend-relay.mjs [port]   (then ws://localhost:PORT/ROOM)
import { WebSocketServer } from "ws";

const port = Number(process.argv[2] || 8765);
// a save is at most 4 MB: a page's hello with its game fits
const server = new WebSocketServer({ port, maxPayload: 5 * 1024 * 1024 });
const rooms = new Map();

server.on("connection", (socket, request) => {
  const room = new URL(request.url, "ws://relay").pathname;
  if (!rooms.has(room)) rooms.set(room, new Set());
  const members = rooms.get(room);
  members.add(socket);
  socket.on("message", (data, binary) => {
    for (const other of members) if (other !== socket && other.readyState === other.OPEN) other.send(data, { binary });
  });
  socket.on("close", () => {
    members.delete(socket);
    if (members.size === 0) rooms.delete(room);
  });
});
server.on("listening", () => console.log("friend relay: ws://localhost:" + port + "/ROOM"));
