// Apple's AVKit brings AVFoundation with it (`AVPlayer`, `CMTime`), as this module does.
@_exported import AVFoundation
