import { remoteAppConfig } from '@carzone/federation/vite';
import { defineConfig } from 'vite';
import { federationOptions } from './module-federation.config.ts';

export default defineConfig(remoteAppConfig(federationOptions));
