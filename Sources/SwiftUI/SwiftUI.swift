// `import SwiftUI` on Linux: Vellum under SwiftUI's name, so an app's view files compile
// unchanged. Vellum re-exports Foundation, Combine and Observation, as SwiftUI does. Core Data
// is re-exported too: SwiftUI declares `@FetchRequest` and `\.managedObjectContext`, which
// files use without `import CoreData`.
//
// UserNotifications is re-exported too: on iOS, SwiftUI re-exports UIKit, whose umbrella header
// imports <UIKit/UNNotificationResponse+UIKitAdditions.h>, which imports the UserNotifications
// module, and UIKit's module exports what it imports, so a file with only `import SwiftUI`
// finds `UNUserNotificationCenter`. Core Text comes the same way (UIKit imports it): an app's
// font registration at launch (`CTFontManagerRegisterFontsForURL`) needs no import of its own.
// QuartzCore comes the same way (UIKit imports it): effect code builds `CATransform3D`s with
// `CATransform3DRotate` for `ProjectionTransform` under `import SwiftUI` alone.
@_exported import CoreData
@_exported import CoreText
@_exported import QuartzCore
@_exported import UserNotifications
@_exported import Vellum
// `Preview` as a type, for `PreviewTrait<Preview.ViewTraits>` (an app's own traits and
// `PreviewModifier`s). Only the one name: the rest of VellumPreview (`Canvas`, `Device`)
// would clash with an app's and SwiftUI's names.
@_exported import struct VellumPreview.Preview
import VellumPreview

extension App {
  /// Runs Vellum's preview command line (`list`, `render`, `export`, `verify`, `watch` …)
  /// over every `#Preview`, `PreviewProvider` and app in the process, so `swift run MyApp
  /// export` renders an app target's previews. On iOS this launches the app.
  public static func main() {
    exit(VellumCommand(previews: Preview.discovered).run(Array(CommandLine.arguments.dropFirst())))
  }
}
