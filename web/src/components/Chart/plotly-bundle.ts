import './plotly-globals';
import Plotly from 'plotly.js/lib/core';
import bar from 'plotly.js/lib/bar';
import zhCn from 'plotly.js/lib/locales/zh-cn';
import pie from 'plotly.js/lib/pie';
import scatter from 'plotly.js/lib/scatter';

// Only what the site draws: lines and areas (scatter), histograms (bar) and shares (pie). The
// full plotly.js is several times larger; the Chinese locale names months and the toolbar.
Plotly.register([scatter, bar, pie, zhCn]);

export default Plotly;
