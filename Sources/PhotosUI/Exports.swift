// Photos re-exports AVFoundation on iOS (its assets hand out `AVAsset`s), so a file that
// imports PhotosUI reaches `AVCaptureDevice` and the players without importing AVFoundation.
@_exported import AVFoundation
