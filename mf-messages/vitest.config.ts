import { componentTestConfig } from '@carzone/web-testing/vitest-config';

export default componentTestConfig();
