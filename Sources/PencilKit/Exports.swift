// PencilKit re-exports UIKit on iOS (the canvas is a UIKit view and inks are `UIColor`s).
// UIKit's names live in Vellum, which this module re-exports as Vellum's UIKit module does
// (re-exporting that module would make Swift Testing look for its UIKit overlay).
@_exported import Foundation
@_exported import Vellum
