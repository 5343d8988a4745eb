import sharp from 'sharp';
const [src, out, top = '0', h = '1400'] = process.argv.slice(2);
const m = await sharp(src).metadata();
await sharp(src).extract({ left: 0, top: Number(top), width: m.width!, height: Math.min(Number(h), m.height! - Number(top)) }).toFile(out);
