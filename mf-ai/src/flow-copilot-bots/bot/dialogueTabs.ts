/** The Plugins, Reports and Usage tabs in one chunk (one entry in the remote's chunk map, not three), loaded when one opens. */
export { PluginsTab } from './PluginsTab';
export { ReportsTab } from './ReportsTab';
export { UsageTab } from './UsageTab';
