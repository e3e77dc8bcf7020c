'use strict';
// A jayson JSON-RPC 2.0 client for JaysonInteropTests: makes the same calls over HTTP and TCP to the server given by
// its arguments (node client.js <http-url> <tcp-port>) and prints one line per call: the transport, the call's name
// and what came back (the response as jayson returns it, or the error).
const jayson = require('jayson');

const clients = {
  http: jayson.Client.http(process.argv[2]),
  tcp: jayson.Client.tcp({ host: '127.0.0.1', port: Number(process.argv[3]) }),
};

function call(client, method, params) {
  return new Promise((resolve) => {
    client.request(method, params, (err, response) => resolve(err ? { transportError: String(err) } : response));
  });
}

function batch(client, requests) {
  return new Promise((resolve) => {
    client.request(requests, (err, responses) => resolve(err ? { transportError: String(err) } : responses));
  });
}

async function run() {
  for (const [transport, client] of Object.entries(clients)) {
    const print = (name, value) => console.log(`${transport} ${name} ${JSON.stringify(value)}`);
    print('named', await call(client, 'subtract', { minuend: 42, subtrahend: 23 }));
    print('positional', await call(client, 'sum', [1, 2, 4]));
    print('list', await call(client, 'get_data', []));
    print('unknown', await call(client, 'nobody_home', []));
    print('invalid', await call(client, 'subtract', { minuend: 'many', subtrahend: 1 }));
    print('batch', await batch(client, [
      client.request('subtract', [42, 23], 'b1', false),
      client.request('notify_hello', [7], null, false),
      client.request('get_data', [], 'b2', false),
    ]));
    await new Promise((resolve) => client.request('notify_hello', [8], null, () => resolve()));
    print('notified', true);
  }
}

run().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});
