export * from './caught-mails.js';
export * from './mail-catcher.js';
