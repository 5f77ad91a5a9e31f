// Photos re-exports AVFoundation and CoreLocation on iOS (an asset hands out an `AVAsset` and
// has a `CLLocation`) and UIKit's `UIImage` (what the image manager delivers), so a file that
// imports Photos reaches them without importing them itself.
@_exported import AVFoundation
@_exported import CoreLocation
@_exported import Foundation
@_exported import class Vellum.UIImage
