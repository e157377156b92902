// Shared modules are negotiated by the federation runtime before anything renders.
import('./app/harness');
