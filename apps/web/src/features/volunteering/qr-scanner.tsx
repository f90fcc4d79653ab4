import { CHECK_IN_CODE_LENGTH } from '@tabang/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';

/** How often a camera frame is read for a QR (a phone keeps up; the page stays responsive). */
const SCAN_INTERVAL_MS = 200;
const CODE = new RegExp(`^[0-9A-F]{${CHECK_IN_CODE_LENGTH}}$`);

type Decode = (video: HTMLVideoElement) => Promise<string | null>;

/** The browser's own BarcodeDetector where there is one (Chrome on Android); else jsQR, loaded only now. */
async function createDecoder(): Promise<Decode> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

type BarcodeDetectorConstructor = new (options: {
  formats: string[];
}) => {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
};

/**
 * The phone's back camera in a <video>, read for check-in QR codes until closed. Each new code is handed to
 * `onCode` once (the same code held in front of the camera is not sent again). A blocked or missing camera is said
 * in words; the typed code still works. The drop-off desk reads pledge codes with it: their `pattern` and `prompt`.
 */
export function QrScanner({
  onCode,
  pattern = CODE,
  prompt,
}: {
  onCode: (code: string) => void;
  pattern?: RegExp;
  prompt?: string;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<'denied' | 'unavailable' | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const patternRef = useRef(pattern);
  patternRef.current = pattern;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: string | null = null;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const decode = await createDecoder();
        const scan = async () => {
          if (stopped || !video.current) return;
          const text = (await decode(video.current).catch(() => null))?.trim().toUpperCase() ?? null;
          if (text && patternRef.current.test(text) && text !== last) {
            last = text;
            onCodeRef.current(text);
          }
          if (!stopped) timer = setTimeout(scan, SCAN_INTERVAL_MS);
        };
        void scan();
      } catch (error) {
        if (!stopped)
          setProblem(
            error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable',
          );
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (problem)
    return (
      <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {t(problem === 'denied' ? 'roster.cameraDenied' : 'roster.cameraUnavailable')}
      </p>
    );
  return (
    <div className="grid gap-2">
      <p className="text-sm text-stone-700">{prompt ?? t('roster.scanning')}</p>
      <video
        ref={video}
        aria-label={t('roster.cameraPreview')}
        muted
        playsInline
        className="aspect-square w-full max-w-xs rounded-xl bg-stone-900 object-cover"
      />
    </div>
  );
}
