// The games the browser client draws: adding a game is adding its line here.
export { ebbeFlut } from "./ebbe-flut";
export { flotsamFight } from "./flotsam-fight";
export { landVsSea } from "./land-vs-sea";
export { elSwitcher } from "./el-switcher";
