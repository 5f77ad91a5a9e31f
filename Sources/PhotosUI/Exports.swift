// PhotosUI re-exports Photos on iOS (the picker takes a `PHPhotoLibrary`, its results name
// assets), and Photos re-exports AVFoundation, so a file that imports PhotosUI reaches
// `PHAsset`, `PHImageManager`, `AVCaptureDevice` and the players without importing them.
@_exported import Photos
