/// The bitwarden/authenticator-ios cases (`bwa-*`) other than the debug menu.
let authenticatorCases: [ConformanceCase] = [
  bwaSettings,
  bwaSettingsDark,
  bwaSettingsAX5,
  bwaManualEntry,
  bwaEditItem,
  bwaItemListEmpty,
  bwaItemListFavorites,
  bwaItemListFavoritesAX5,
  bwaItemListDigitsDark,
]
