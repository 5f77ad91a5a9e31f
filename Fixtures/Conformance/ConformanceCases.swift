import Vellum

/// Every conformance case, in the order `Scripts/conformance` prints them.
public enum ConformanceCases {
  public static let all: [ConformanceCase] = nativeListCases + bitwardenCases + authenticatorCases + otherCases

  /// Native `List` and `Form` screens.
  static let nativeListCases: [ConformanceCase] = [
    bwaDebugMenu,
    scanNowSettingsIOS18,
  ]
}
