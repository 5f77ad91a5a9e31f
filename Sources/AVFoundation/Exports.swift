// Apple's AVFoundation brings Core Media's times with it (`CMTime`), as this module does.
@_exported import CoreMedia
