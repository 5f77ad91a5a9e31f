// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Vellum",
  products: [
    // `import Vellum` (or `SwiftUI` through `vellum preview`), and `import Combine` for view
    // models, as on Apple platforms, where SwiftUI re-exports Combine.
    .library(name: "Vellum", targets: ["Vellum", "Combine"]),
    // `import SwiftUI` for an app's files as they are: Vellum under SwiftUI's name, and
    // `App.main()` running the preview command line.
    .library(
      name: "SwiftUI",
      targets: [
        "SwiftUI", "Combine", "SwiftData", "UIKit", "UserNotifications", "UniformTypeIdentifiers", "CoreTransferable",
        "os", "OSLog",
        "Photos", "PhotosUI", "PencilKit", "NaturalLanguage", "Network", "CoreText", "ImageIO", "SwiftUICore",
        "MessageUI", "LocalAuthentication",
        "HealthKit", "FinanceKit", "WeatherKit",
        "EventKit", "AuthenticationServices", "_AuthenticationServices_SwiftUI", "Playgrounds",
        "WatchConnectivity",
        "PassKit",
        "Charts", "CryptoKit",
        "WebKit",
        "CommonCrypto", "Security", "CoreData", "CoreGraphics", "simd", "QuartzCore", "CoreMotion", "CloudKit",
        "CoreMedia",
        "AVFoundation",
        "AVFAudio", "BackgroundTasks",
        "AVKit", "StoreKit", "Contacts", "ContactsUI", "CoreLocation", "MapKit", "_MapKit_SwiftUI", "AppIntents",
        "WidgetKit",
        "AudioToolbox",
        "FoundationModels",
        "ActivityKit", "LinkPresentation", "CoreSpotlight", "FamilyControls", "ManagedSettings", "DeviceActivity",
      ]),
    .library(name: "VellumCairo", targets: ["VellumCairo"]),
    .library(name: "VellumPreview", targets: ["VellumPreview"]),
    .library(name: "VellumTesting", targets: ["VellumTesting"]),
    .executable(name: "vellum", targets: ["vellum"]),
    // Xcode's generated asset symbols (`ColorResource`, `ImageResource`) for a target's catalogs.
    .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
    // Xcode's generated Core Data classes for a target's data models (`.xcdatamodeld`).
    .plugin(name: "CoreDataModels", targets: ["CoreDataModels"]),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "vellum-cairo",
      providers: [
        .apt([
          "libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libspng-dev", "zlib1g-dev", "libdeflate-dev",
          "libturbojpeg0-dev", "libhyphen-dev", "hyphen-en-us", "librsvg2-dev", "libpoppler-glib-dev",
        ])
      ]
    ),
    // The toolchain's SwiftSyntax host libraries, found through the pkg-config file that
    // Scripts/setup writes (no unsafe flags, so the package works as a git-URL dependency).
    .systemLibrary(name: "ToolchainSwiftSyntax", pkgConfig: "vellum-swift-syntax"),
    .macro(name: "VellumMacros", dependencies: ["ToolchainSwiftSyntax"]),
    // A small synchronous Combine: ObservableObject, @Published, subjects, sink and the common
    // operators (Linux has no Combine).
    .target(name: "Combine"),
    // ICU (the toolchain's, under Foundation) formats measurements as Apple's formatter does.
    .target(
      name: "Vellum", dependencies: ["VellumMacros", "Combine"], linkerSettings: [.linkedLibrary("_FoundationICU")]),
    .target(
      name: "VellumCairo", dependencies: ["Vellum", "CCairo"],
      linkerSettings: [
        .linkedLibrary("pangoft2-1.0"), .linkedLibrary("fontconfig"), .linkedLibrary("spng"),
        .linkedLibrary("turbojpeg"),
      ]
    ),
    .target(name: "CVellumDiscovery"),
    .target(name: "VellumPreview", dependencies: ["Vellum", "VellumCairo", "CVellumDiscovery"]),
    .target(name: "VellumTesting", dependencies: ["Vellum", "VellumCairo", "VellumPreview"]),
    .target(
      name: "SwiftUI",
      dependencies: ["Vellum", "VellumPreview", "CoreData", "UserNotifications", "CoreText", "QuartzCore"]),
    // `import SwiftData` for previews: @Model, ModelContainer, ModelContext, @Query, in memory.
    .target(name: "SwiftData", dependencies: ["Vellum", "VellumMacros"]),
    // `import CoreData` for previews: managed objects, contexts, containers, fetch requests,
    // predicate strings and `@FetchRequest`, in memory.
    .target(name: "CoreData", dependencies: ["Vellum", "Combine"]),
    // `import UIKit` for files that use only the UIKit names Vellum provides.
    .target(name: "UIKit", dependencies: ["Vellum", "CoreText"]),
    // `import UserNotifications`: the notification centre, content, triggers and requests;
    // requests stay pending in memory and nothing is ever delivered.
    .target(name: "UserNotifications"),
    // `import UniformTypeIdentifiers`: re-exports Vellum, where `UTType` lives for the file
    // importer and exporter modifiers.
    .target(name: "UniformTypeIdentifiers", dependencies: ["Vellum"]),
    // `import CoreTransferable`: re-exports Vellum, where `Transferable` lives.
    .target(name: "CoreTransferable", dependencies: ["Vellum"]),
    // `import os`: `Logger`, `OSLog` and `os_log`, written to standard error only when
    // VELLUM_OS_LOG=1.
    .target(name: "os"),
    // `import OSLog`: the os module under the framework name newer code imports.
    .target(name: "OSLog", dependencies: ["os"]),
    // `import Photos`: a photo library the app was never given: access is denied, fetches
    // find nothing, image requests fail and changes are refused.
    .target(name: "Photos", dependencies: ["Vellum", "AVFoundation", "CoreLocation"]),
    // `import PhotosUI`: `PhotosPicker` drawn as its button; the picker is never shown.
    .target(name: "PhotosUI", dependencies: ["Vellum", "Photos"]),
    // `import PencilKit`: a canvas no one draws on: drawings an app makes keep their strokes,
    // a canvas representable is drawn as its empty background, the tool picker never shows.
    .target(name: "PencilKit", dependencies: ["Vellum"]),
    // `import NaturalLanguage`: tokenizers and taggers by Unicode rules, with no language
    // models: no word classes, names or lemmas, neutral sentiment, a script-based language guess.
    .target(name: "NaturalLanguage"),
    // `import Network`: `NWPathMonitor` seeing what an Xcode preview on a Mac sees, a
    // satisfied path over Wi-Fi (`VELLUM_NETWORK=offline` or `cellular` for the others).
    .target(name: "Network"),
    // `import CoreText`: the font manager's registration, so `Font.custom` finds an app's
    // fonts registered at launch (re-exported by `SwiftUI` and `UIKit`, as on iOS).
    .target(name: "CoreText", dependencies: ["Vellum", "Security"]),
    // `import ImageIO`: image sources over PNG and JPEG bytes (size, pixels, thumbnails), as
    // image loaders read downloads; destinations write an image's own bytes back.
    .target(name: "ImageIO", dependencies: ["Vellum", "Security"]),
    // `import SwiftUICore`: Vellum under the name of the framework SwiftUI re-exports since iOS 18.
    .target(name: "SwiftUICore", dependencies: ["Vellum"]),
    // `import MessageUI`: the mail and message composers; they cannot send and are never shown.
    .target(name: "MessageUI", dependencies: ["Vellum"]),
    // `import LocalAuthentication`: `LAContext` on a device with no biometrics and no passcode.
    .target(name: "LocalAuthentication"),
    // `import HealthKit`: a store with no health data; authorization fails, nothing is read.
    .target(name: "HealthKit"),
    // `import FinanceKit`: a store with no Wallet data; access is denied, queries fail.
    .target(name: "FinanceKit"),
    // `import PassKit`: Apple Pay and Wallet on a device with no card and no Wallet; the
    // buttons are drawn, payments cannot be made and no pass can be read.
    .target(name: "PassKit", dependencies: ["Vellum", "Contacts"]),
    // `import EventKit`: a store whose calendars the app was never given; access is refused.
    .target(name: "EventKit", dependencies: ["Vellum"]),
    // `import ActivityKit`: Live Activities turned off for the app; requests are refused and
    // no activity, token or update ever comes.
    .target(name: "ActivityKit", dependencies: ["Vellum"]),
    // `import LinkPresentation`: link metadata on a device that is offline; fetches fail and a
    // link view is drawn as an empty card.
    .target(name: "LinkPresentation", dependencies: ["Vellum"]),
    // `import CoreSpotlight`: a Spotlight index that keeps nothing; indexing succeeds and
    // searches find nothing.
    .target(name: "CoreSpotlight", dependencies: ["Vellum"]),
    // `import FamilyControls`, `ManagedSettings` and `DeviceActivity`: Screen Time's controls
    // for an app the person never authorised; nothing is shielded or monitored.
    .target(name: "ManagedSettings"),
    .target(name: "DeviceActivity", dependencies: ["ManagedSettings"]),
    .target(name: "FamilyControls", dependencies: ["Vellum", "Combine", "ManagedSettings"]),
    // `import AuthenticationServices`: a device with no Apple ID signed in and no network;
    // Sign in with Apple's button is drawn, every authorization and web sign-in fails.
    .target(name: "AuthenticationServices", dependencies: ["Vellum"]),
    // `import _AuthenticationServices_SwiftUI`: the name of Apple's module for SwiftUI's
    // Sign in with Apple button, re-exporting AuthenticationServices.
    .target(name: "_AuthenticationServices_SwiftUI", dependencies: ["AuthenticationServices"]),
    // `import Playgrounds`: Xcode 26's `#Playground`, whose body compiles and never runs.
    .target(name: "Playgrounds", dependencies: ["VellumMacros"]),
    // `import WeatherKit`: an app without the WeatherKit entitlement; every request is refused.
    .target(name: "WeatherKit", dependencies: ["CoreLocation"]),
    // `import WatchConnectivity`: an iPhone with no paired watch; messages are not delivered.
    .target(name: "WatchConnectivity"),
    // `import Charts`: Swift Charts' `Chart` with its marks, axes, scales and legend, drawn.
    .target(name: "Charts", dependencies: ["Vellum"]),
    // `import CryptoKit`: SHA-2, SHA-1 and MD5 digests, HMAC, symmetric keys and AES-GCM, in Swift.
    .target(name: "CryptoKit"),
    // `import CommonCrypto`: the C digests (`CC_SHA256`…), `CCHmac`, `CCKeyDerivationPBKDF` and
    // `CCRandomGenerateBytes`, on CryptoKit's hashes.
    .target(name: "CommonCrypto", dependencies: ["CryptoKit"]),
    // `import Security`: the keychain's `SecItem` functions on an in-memory keychain that starts
    // empty, and `SecRandomCopyBytes`.
    .target(name: "Security"),
    // `import AudioToolbox`: System Sound Services with no speaker; sounds register, none plays.
    .target(name: "AudioToolbox", dependencies: ["Security"]),
    // `import FoundationModels`: Apple's on-device language model on a device that cannot run
    // it; `@Generable` types convert and stream their partial forms, every request throws.
    .target(name: "FoundationModels", dependencies: ["VellumMacros"]),
    // `import WebKit`: `WKWebView` and its configuration and delegates; nothing loads, and a
    // web view is drawn white, as it is before a page arrives.
    .target(name: "WebKit", dependencies: ["Vellum"]),
    // `import CoreGraphics`: Foundation's geometry types and Vellum's `CGAffineTransform`,
    // `CGColor` and `CGPath`, for files that import the framework for them.
    .target(name: "CoreGraphics", dependencies: ["Vellum"]),
    // `import simd`: the standard library's SIMD vectors under simd's names, its geometry
    // functions, square matrices and quaternions, in plain Swift.
    .target(name: "simd"),
    // `import QuartzCore`: `CATransform3D` and its functions, `CACurrentMediaTime`.
    .target(name: "QuartzCore", dependencies: ["Vellum"]),
    // `import CoreMotion`: `CMPedometer` on a device with no motion hardware; nothing is counted.
    .target(name: "CoreMotion"),
    // `import CloudKit`: `CKContainer` on a device signed out of iCloud; nothing syncs. Brings
    // CoreLocation, as Apple's does (a record holds a `CLLocation`).
    .target(name: "CloudKit", dependencies: ["CoreLocation"]),
    // `import CoreMedia`: `CMTime` and its functions, in Swift.
    .target(name: "CoreMedia"),
    // `import AVFoundation`: players, audio session, speech and capture devices on a device
    // with nothing to play: nothing plays, nothing is spoken, time stays at zero.
    .target(name: "AVFoundation", dependencies: ["CoreMedia"]),
    // `import AVFAudio`: the audio classes, which Vellum keeps in AVFoundation; re-exports it.
    .target(name: "AVFAudio", dependencies: ["AVFoundation"]),
    // `import BackgroundTasks`: a scheduler with no background time; submitting fails.
    .target(name: "BackgroundTasks"),
    // `import AVKit`: `VideoPlayer` drawn black, as a player with nothing loaded, and
    // `AVPlayerViewController`.
    .target(name: "AVKit", dependencies: ["Vellum", "AVFoundation"]),
    // `import StoreKit`: an App Store that cannot be reached: no products, no transactions,
    // review requests do nothing, store views drawn loading.
    .target(name: "StoreKit", dependencies: ["Vellum"]),
    // `import Contacts`: a contacts database the app may not read; contacts the app makes keep
    // their values. `import ContactsUI`: the picker and contact card, never shown.
    .target(name: "Contacts"),
    .target(name: "ContactsUI", dependencies: ["Vellum", "Contacts"]),
    // `import CoreLocation`: a device whose person declines location access; no location ever
    // arrives, and geocoding fails offline.
    .target(name: "CoreLocation", dependencies: ["Contacts"]),
    // `import MapKit`: SwiftUI's `Map` drawn as flat land with its markers, annotations and
    // shapes at their projected coordinates; searches and directions fail offline.
    .target(name: "MapKit", dependencies: ["Vellum", "CoreLocation", "Contacts"]),
    // `import _MapKit_SwiftUI`: the name of Apple's module for SwiftUI's map, re-exporting MapKit.
    .target(name: "_MapKit_SwiftUI", dependencies: ["MapKit"]),
    // `import AppIntents`: intents with their parameters, made and read but never run by the
    // system; `WidgetConfigurationIntent` for widgets.
    .target(name: "AppIntents", dependencies: ["Vellum", "CoreSpotlight"]),
    // `import WidgetKit`: a Home Screen with no widgets placed (reloads do nothing); widget
    // `#Preview(as:)`s draw the first entry at the family's size in the widget's rounded shape.
    .target(
      name: "WidgetKit", dependencies: ["Vellum", "VellumMacros", "VellumPreview", "AppIntents", "ActivityKit"]),
    .executableTarget(name: "vellum-asset-symbols"),
    .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["vellum-asset-symbols"]),
    .executableTarget(name: "vellum-core-data-classes"),
    .plugin(name: "CoreDataModels", capability: .buildTool(), dependencies: ["vellum-core-data-classes"]),
    .target(
      name: "VellumGallery",
      dependencies: [
        "Vellum", "VellumPreview", "SeedVariadic", "SeedGrouping", "SeedBasics", "SeedSections", "SeedCards", "Charts",
      ],
      path: "Fixtures/Gallery",
      resources: [.copy("Photos.xcassets"), .copy("Localization")]
    ),
    // The seed articles' containers, one module per article part so their names do not clash.
    .target(name: "SeedVariadic", dependencies: ["Vellum", "VellumPreview"], path: "Fixtures/Seeds/SeedVariadic"),
    .target(name: "SeedGrouping", dependencies: ["Vellum", "VellumPreview"], path: "Fixtures/Seeds/SeedGrouping"),
    .target(name: "SeedBasics", dependencies: ["Vellum", "VellumPreview"], path: "Fixtures/Seeds/SeedBasics"),
    .target(name: "SeedSections", dependencies: ["Vellum", "VellumPreview"], path: "Fixtures/Seeds/SeedSections"),
    .target(name: "SeedCards", dependencies: ["Vellum", "VellumPreview"], path: "Fixtures/Seeds/SeedCards"),
    // The framework modules are built with it, for `vellum preview` to link files against.
    .executableTarget(
      name: "vellum",
      dependencies: [
        "VellumPreview", "VellumGallery", "SwiftUI", "SwiftData", "UIKit", "UserNotifications",
        "UniformTypeIdentifiers", "CoreTransferable", "os", "OSLog", "Photos", "PhotosUI", "PencilKit",
        "NaturalLanguage", "Network",
        "CoreText", "ImageIO", "SwiftUICore",
        "MessageUI", "LocalAuthentication",
        "HealthKit", "FinanceKit", "WeatherKit", "EventKit", "AuthenticationServices",
        "_AuthenticationServices_SwiftUI", "Playgrounds", "WatchConnectivity", "PassKit", "Charts", "CryptoKit",
        "WebKit",
        "CommonCrypto",
        "Security",
        "CoreData",
        "CoreGraphics", "simd", "QuartzCore",
        "CoreMotion", "CloudKit", "CoreMedia", "AVFoundation", "AVFAudio", "BackgroundTasks", "AVKit", "StoreKit",
        "Contacts", "ContactsUI",
        "CoreLocation", "MapKit", "_MapKit_SwiftUI", "AppIntents", "WidgetKit",
        "AudioToolbox",
        "FoundationModels",
        "ActivityKit", "LinkPresentation", "CoreSpotlight", "FamilyControls", "ManagedSettings", "DeviceActivity",
      ]),
    // The iOS conformance cases: views re-created from ../shared/ios-reference's descriptions,
    // rendered by vellum-conformance and compared with iOS by Scripts/conformance.
    .target(name: "VellumConformance", dependencies: ["Vellum"], path: "Fixtures/Conformance"),
    .executableTarget(name: "vellum-conformance", dependencies: ["Vellum", "VellumCairo", "VellumConformance"]),
    // An app's folder as Xcode lays it out (App file, views, a view model importing Combine),
    // compiled unchanged through the SwiftUI module.
    .executableTarget(
      name: "ReadingLog", dependencies: ["SwiftUI", "SwiftData"], path: "Fixtures/XcodeApp/ReadingLog",
      resources: [.copy("Assets.xcassets"), .copy("Localizable.xcstrings")], plugins: ["AssetSymbols"]),
    // The same for a Core Data app laid out as Xcode's template makes it (a persistence
    // controller, `@FetchRequest`, a data model whose classes Xcode generates).
    .executableTarget(
      name: "Pantry", dependencies: ["SwiftUI"], path: "Fixtures/XcodeApp/Pantry", plugins: ["CoreDataModels"]),
    .executableTarget(
      name: "vellum-test-catalog", dependencies: ["Vellum", "VellumPreview"], path: "Fixtures/TestCatalog"),
    // Views written with Xcode 26's string catalog symbols (`Text(.welcomeTitle)`), which the
    // AssetSymbols plugin generates from the folder's catalogs, for the tests.
    .target(
      name: "VellumStringSymbolViews", dependencies: ["Vellum"], path: "Fixtures/StringSymbols",
      resources: [.copy("Localizable.xcstrings"), .copy("Onboarding.xcstrings")], plugins: ["AssetSymbols"]),
    // Previews that trap, for the tests of assertGoldenPreviews's workers.
    .target(name: "VellumTrapPreviews", dependencies: ["Vellum"], path: "Fixtures/TrapPreviews"),
    .executableTarget(name: "vellum-bench", dependencies: ["Vellum", "VellumCairo", "CCairo", "VellumGallery"]),
    .testTarget(name: "VellumMacrosTests", dependencies: ["VellumMacros", "ToolchainSwiftSyntax"]),
    .testTarget(
      name: "VellumTests",
      dependencies: [
        "Vellum", "VellumCairo", "VellumPreview", "VellumTesting", "VellumGallery", "SwiftUI", "SwiftData",
        "VellumTrapPreviews", "VellumStringSymbolViews",
        "UserNotifications", "UniformTypeIdentifiers", "CoreTransferable", "os", "OSLog", "Photos", "PhotosUI",
        "PencilKit",
        "NaturalLanguage", "Network", "CoreText", "ImageIO", "SwiftUICore", "MessageUI",
        "LocalAuthentication", "HealthKit", "FinanceKit", "WeatherKit", "EventKit", "AuthenticationServices",
        "_AuthenticationServices_SwiftUI", "Playgrounds", "WatchConnectivity", "PassKit", "Charts",
        "CryptoKit",
        "WebKit",
        "CommonCrypto", "Security",
        "CoreData",
        "CoreGraphics", "simd", "QuartzCore", "CoreMotion", "CloudKit", "CoreMedia", "AVFoundation", "AVFAudio",
        "BackgroundTasks",
        "AVKit", "StoreKit", "Contacts",
        "ContactsUI", "CoreLocation", "MapKit", "_MapKit_SwiftUI", "AppIntents", "WidgetKit",
        "AudioToolbox",
        "FoundationModels",
        "ActivityKit", "LinkPresentation", "CoreSpotlight", "FamilyControls", "ManagedSettings", "DeviceActivity",
      ],
      exclude: ["DisplayLists"],
      resources: [.copy("Cases"), .copy("Assets")]
    ),
  ]
)
