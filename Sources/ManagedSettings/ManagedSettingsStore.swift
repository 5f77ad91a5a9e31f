import Foundation

/// Restrictions the app sets on the device, as ManagedSettings' `ManagedSettingsStore`: shields
/// over apps and web domains, app settings and web filtering. On iOS they apply only once the
/// person authorised the app through FamilyControls, which a preview never does: the settings
/// are kept, in memory and shared by the stores of one name as on iOS, and nothing is
/// shielded, blocked or filtered.
open class ManagedSettingsStore: @unchecked Sendable {
  /// A store's name, as ManagedSettings' `ManagedSettingsStore.Name`.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The store `ManagedSettingsStore()` uses.
    public static let `default` = Name("default")
  }

  public let name: Name

  /// The app's default store.
  public convenience init() { self.init(named: .default) }

  /// The store of that name; stores of one name share their settings.
  public init(named name: Name) { self.name = name }

  public var shield: ShieldSettings {
    get { Self.storage.read(name).shield }
    set { Self.storage.change(name) { $0.shield = newValue } }
  }

  public var application: ApplicationSettings {
    get { Self.storage.read(name).application }
    set { Self.storage.change(name) { $0.application = newValue } }
  }

  public var webContent: WebContentSettings {
    get { Self.storage.read(name).webContent }
    set { Self.storage.change(name) { $0.webContent = newValue } }
  }

  /// Clears every setting of this store.
  open func clearAllSettings() { Self.storage.change(name) { $0 = Settings() } }

  /// Clears the settings of every store of the app.
  public static func clearAllSettings() { storage.clearAll() }

  struct Settings {
    var shield = ShieldSettings()
    var application = ApplicationSettings()
    var webContent = WebContentSettings()
  }

  /// The settings of every store, by name, for the life of the process.
  final class Storage: @unchecked Sendable {
    private let lock = NSLock()
    private var settings: [Name: Settings] = [:]

    func read(_ name: Name) -> Settings { lock.withLock { settings[name] ?? Settings() } }
    func change(_ name: Name, _ body: (inout Settings) -> Void) {
      lock.withLock { body(&settings[name, default: Settings()]) }
    }
    func clearAll() { lock.withLock { settings = [:] } }
  }

  static let storage = Storage()
}
