// Source: https://cloud.google.com/docs/authentication/api-keys
// A Google API key in the request URL.
pub fn geocode_url(address: &str) -> String {
    format!(
        "https://maps.googleapis.com/maps/api/geocode/json?address={}&key=AIzasyvM1zKd1LaZJp9Im17l8jEf5Aaro9GcjSx",
        address
    )
}
