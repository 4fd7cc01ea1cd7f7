// Entry of dist/define.js (`import 'backroom/define'`): registers every element under its default tag.
import { define } from './index.ts';

define();

export { define };
