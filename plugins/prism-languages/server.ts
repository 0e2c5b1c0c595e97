/**
 * prism-react-renderer in the server bundle (./index.ts): ./prism-react-renderer.ts with every page
 * grammar loaded up front. The server renders all pages in one process, where a grammar a page
 * loaded would stay for the pages rendered after it: this way a code block's server-rendered
 * highlighting never depends on the order of the pages. The browser loads a grammar when a code
 * block needs it (./lazy-highlighting.ts); a grammar is the same either way (config/prism.ts).
 */
import './languages/web';
import './languages/actionscript';
import './languages/bash';
import './languages/c';
import './languages/coffeescript';
import './languages/cpp';
import './languages/csharp';
import './languages/dart';
import './languages/diff';
import './languages/flow';
import './languages/go';
import './languages/java';
import './languages/json';
import './languages/jsx';
import './languages/kotlin';
import './languages/n4js';
import './languages/objectivec';
import './languages/php';
import './languages/powershell';
import './languages/python';
import './languages/reason';
import './languages/ruby';
import './languages/rust';
import './languages/sql';
import './languages/swift';
import './languages/tsx';
import './languages/yaml';

export * from './prism-react-renderer';
