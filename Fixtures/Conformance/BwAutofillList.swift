import Vellum

/// `bw-autofill-list`: the autofill extension's item list, inline "Items" title with xmark, avatar
/// and "+" items, an always-visible search drawer, one card of globe rows with subtitles.
let bwAutofillList = ConformanceCase(
  "bw-autofill-list", safeArea: .bitwarden,
  knownDifference:
    "one-line row 18 pt shorter than iOS's; the leading toolbar item's ink is 8 pt narrower (a "
    + "Material stand-in)"
) {
  NavigationStack {
    ScrollView {
      LazyVStack(spacing: 0) {
        AutofillItemRow(title: "Apple", subtitle: "user@bitwarden.com")
        AutofillItemRow(title: "Bitwarden", subtitle: "user@bitwarden.com")
        AutofillItemRow(title: "Company XYZ", subtitle: nil, hasDivider: false)
      }
      .background(Color.bitwardenBackgroundPrimary)
      .clipShape(RoundedRectangle(cornerRadius: 10))
      .padding(16)
    }
    .bitwardenPage()
    .bitwardenNavigationBar("Items")
    .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
    .toolbar {
      ToolbarItemGroup(placement: .topBarLeading) {
        Button {
        } label: {
          Image(systemName: "xmark")
        }
        // The profile switcher: a 22 pt purple circle with the account's initials.
        Button {
        } label: {
          Text("AA")
            .font(.system(size: 9, weight: .semibold))
            .foregroundStyle(Color.white)
            .frame(width: 22, height: 22)
            .background(Circle().fill(Color.purple))
        }
      }
      BitwardenToolbarIcon.add
    }
  }
  .tint(Color.bitwardenTint)
}

/// A vault row: a 22 pt globe icon, the title and an optional subheadline subtitle.
struct AutofillItemRow: View {
  var title: String
  var subtitle: String?
  var hasDivider = true

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 16) {
        BitwardenIcon("globe")
          .foregroundStyle(Color.bitwardenTextSecondary)
        VStack(alignment: .leading, spacing: 0) {
          Text(title).styleGuide(.body).foregroundStyle(Color.bitwardenTextPrimary)
          if let subtitle {
            Text(subtitle).styleGuide(.subheadline).foregroundStyle(Color.bitwardenTextSecondary)
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
      .padding(.horizontal, 16)
      .padding(.vertical, 9)
      if hasDivider { Divider().padding(.leading, 54) }
    }
  }
}
