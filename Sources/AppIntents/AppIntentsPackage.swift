import Foundation

/// A module's intents, as AppIntents' `AppIntentsPackage`: an app lists the packages whose
/// intents it offers. Nothing reads the list in a preview.
public protocol AppIntentsPackage {
  static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
  public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
