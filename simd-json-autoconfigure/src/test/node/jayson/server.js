'use strict';
// A jayson JSON-RPC 2.0 server for JaysonInteropTests: HTTP and TCP (one request per line) on free loopback ports.
// Prints "ready <httpPort> <tcpPort>" once both listen; stops when its standard input closes.
const jayson = require('jayson');

const notices = [];

function pair(args, first, second) {
  return Array.isArray(args) ? args : [args[first], args[second]];
}

const server = new jayson.Server({
  subtract(args, callback) {
    const [minuend, subtrahend] = pair(args, 'minuend', 'subtrahend');
    callback(null, minuend - subtrahend);
  },
  order(args, callback) {
    const [id] = pair(args, 'id');
    callback(null, { id, lines: [{ sku: 'A-1', quantity: 2 }], total: 19.99, tags: ['ü', 'new'], note: null });
  },
  refuse(args, callback) {
    callback({ code: 4001, message: 'out of stock', data: { sku: 'A-1', available: 5 } });
  },
  notice(args, callback) {
    notices.push(args);
    callback();
  },
  notices(args, callback) {
    callback(null, notices.length);
  },
});

const http = server.http();
const tcp = server.tcp();
http.listen(0, '127.0.0.1', () => {
  tcp.listen(0, '127.0.0.1', () => {
    console.log(`ready ${http.address().port} ${tcp.address().port}`);
  });
});
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
