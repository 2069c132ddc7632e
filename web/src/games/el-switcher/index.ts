// El Switcher in the browser: the pieces this folder hands the registry (games/index.ts).
import { registered, registeredBreakdown, registeredDescribe, type GameClient } from "../../boardkit/client";
import { switcherBreakdown } from "./result";
import { ElSwitcherBoard } from "./Board";
import { ElSwitcherPicture } from "./Picture";
import { describeElSwitcher } from "./describe";
import "./style.css";

export const elSwitcher: GameClient = { id: "el-switcher", Board: registered(ElSwitcherBoard), Picture: ElSwitcherPicture, breakdown: registeredBreakdown(switcherBreakdown), describe: registeredDescribe(describeElSwitcher) };
