import { mcpServerSuite } from './suites/mcpServer';

mcpServerSuite();
