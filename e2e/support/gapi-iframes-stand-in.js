// A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), which this machine
// cannot reach. The Firebase SDK (in the page) and the Auth emulator's helper iframe both use its
// `gapi.iframes` messaging to pass the Google sign-in result from the popup back to the page; this
// file gives them that same API over plain postMessage, so the real SDK and the real emulator
// popup run unchanged. Only the end-to-end tests serve it.
(function () {
  'use strict';
  var TAG = '__carzoneGapiStandIn';

  function Endpoint(targetWindow) {
    this.target = targetWindow;
    this.handlers = {};
    this.waiting = {};
    this.replies = {};
    this.next = 0;
  }
  Endpoint.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var queued = this.waiting[type] || [];
    delete this.waiting[type];
    for (var i = 0; i < queued.length; i++) this.answer(queued[i]);
  };
  Endpoint.prototype.send = function (type, data, callback) {
    var id = TAG + ':' + Math.random().toString(36).slice(2) + ':' + this.next++;
    if (callback) this.replies[id] = callback;
    this.target().postMessage({ tag: TAG, kind: 'call', id: id, type: type, data: data }, '*');
  };
  Endpoint.prototype.answer = function (message) {
    var result = this.handlers[message.type](message.data);
    this.target().postMessage({ tag: TAG, kind: 'reply', id: message.id, result: [result] }, '*');
  };
  Endpoint.prototype.receive = function (message) {
    if (message.kind === 'reply') {
      var callback = this.replies[message.id];
      delete this.replies[message.id];
      if (callback) callback(message.result);
    } else if (this.handlers[message.type]) {
      this.answer(message);
    } else {
      (this.waiting[message.type] = this.waiting[message.type] || []).push(message);
    }
  };

  var endpoints = [];
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.tag !== TAG) return;
    for (var i = 0; i < endpoints.length; i++) {
      if (endpoints[i].target() === event.source) endpoints[i].receive(message);
    }
  });

  function handle(endpoint, extra) {
    endpoints.push(endpoint);
    var handle = {
      register: function (type, handler) {
        endpoint.register(type, handler);
      },
      send: function (type, data, callback) {
        endpoint.send(type, data, callback);
      },
    };
    for (var key in extra) handle[key] = extra[key];
    return handle;
  }

  var context = {
    open: function (options, onOpened) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      if (attributes.style)
        for (var name in attributes.style) frame.style[name] = attributes.style[name];
      var loaded = new Promise(function (resolve) {
        frame.addEventListener('load', resolve);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var iframe = handle(
        new Endpoint(function () {
          return frame.contentWindow;
        }),
        {
          restyle: function () {
            return Promise.resolve();
          },
          ping: function (callback) {
            return loaded.then(function () {
              if (callback) callback();
            });
          },
        },
      );
      return onOpened ? onOpened(iframe) : Promise.resolve(iframe);
    },
    getParentIframe: function () {
      return handle(
        new Endpoint(function () {
          return window.parent;
        }),
        {},
      );
    },
  };

  window.gapi = {
    load: function (_modules, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return context;
      },
    },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
