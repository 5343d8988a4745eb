import { spawn } from 'node:child_process';
const child = spawn('/usr/bin/Xvfb', ['-displayfd', '3', '-screen', '0', '2000x1400x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'inherit', 'pipe'] });
child.stdio[3]?.on('data', (d: Buffer) => { console.log('display', JSON.stringify(d.toString())); child.kill(); });
child.on('exit', (c) => console.log('exit', c));
